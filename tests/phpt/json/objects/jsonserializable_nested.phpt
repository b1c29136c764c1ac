--TEST--
JsonSerializable nested inside another
--FILE--
<?php
class A implements JsonSerializable { public function __construct(public $c) {} public function jsonSerialize(): mixed { return ["child" => $this->c]; } }
var_dump(json_encode(new A(new A(new A(null)))));
var_dump(json_encode(new A(new A(5)), JSON_PRETTY_PRINT));
--EXPECT--
string(34) "{"child":{"child":{"child":null}}}"
string(43) "{
    "child": {
        "child": 5
    }
}"
