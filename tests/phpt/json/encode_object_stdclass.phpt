--TEST--
json_encode of decoded objects
--FILE--
<?php
$o = json_decode('{"a":1,"b":{"c":[1,2]},"d":{}}');
var_dump(json_encode($o));
echo json_encode($o, JSON_PRETTY_PRINT), "\n";
--EXPECT--
string(30) "{"a":1,"b":{"c":[1,2]},"d":{}}"
{
    "a": 1,
    "b": {
        "c": [
            1,
            2
        ]
    },
    "d": {}
}
