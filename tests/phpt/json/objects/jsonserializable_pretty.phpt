--TEST--
jsonSerialize with pretty print and force object
--FILE--
<?php
class L implements JsonSerializable { public function jsonSerialize(): mixed { return [1, [2, 3]]; } }
echo json_encode(new L, JSON_PRETTY_PRINT), "\n";
echo json_encode(new L, JSON_FORCE_OBJECT), "\n";
--EXPECT--
[
    1,
    [
        2,
        3
    ]
]
{"0":1,"1":{"0":2,"1":3}}
