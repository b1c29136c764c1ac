--TEST--
pretty print of decoded objects
--FILE--
<?php
echo json_encode(json_decode('{"a":{"b":{"c":[]}},"d":[{}]}'), JSON_PRETTY_PRINT), "\n";
--EXPECT--
{
    "a": {
        "b": {
            "c": []
        }
    },
    "d": [
        {}
    ]
}
