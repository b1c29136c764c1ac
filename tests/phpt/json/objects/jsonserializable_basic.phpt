--TEST--
JsonSerializable: jsonSerialize result is encoded
--FILE--
<?php
class P implements JsonSerializable { public function __construct(private $x, private $y) {} public function jsonSerialize(): mixed { return ["x" => $this->x, "y" => $this->y]; } }
var_dump(json_encode(new P(1, 2)));
var_dump(json_encode([new P(3, 4), new P("a", null)]));
--EXPECT--
string(13) "{"x":1,"y":2}"
string(34) "[{"x":3,"y":4},{"x":"a","y":null}]"
