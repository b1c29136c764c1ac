--TEST--
JSON_PRETTY_PRINT
--FILE--
<?php
echo json_encode(['a' => 1, 'b' => [1, 2, ['c' => null]], 'd' => [], 'e' => ['x' => []]], JSON_PRETTY_PRINT), "\n";
--EXPECT--
{
    "a": 1,
    "b": [
        1,
        2,
        {
            "c": null
        }
    ],
    "d": [],
    "e": {
        "x": []
    }
}
