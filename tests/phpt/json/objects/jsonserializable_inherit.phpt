--TEST--
JsonSerializable inherited from parent class
--FILE--
<?php
abstract class Base implements JsonSerializable { public function jsonSerialize(): mixed { return ["type" => static::class, "data" => $this->data()]; } abstract function data(); }
class Child extends Base { function data() { return [1]; } }
var_dump(json_encode(new Child));
var_dump(new Child instanceof JsonSerializable);
--EXPECT--
string(27) "{"type":"Child","data":[1]}"
bool(true)
