--TEST--
depth limit counts jsonSerialize nesting
--FILE--
<?php
class D implements JsonSerializable { public function __construct(public $n) {} public function jsonSerialize(): mixed { return $this->n > 0 ? [new D($this->n - 1)] : 0; } }
var_dump(json_encode(new D(3), 0, 3));
var_dump(json_last_error_msg());
var_dump(json_encode(new D(3), 0, 4));
--EXPECT--
string(7) "[[[0]]]"
string(8) "No error"
string(7) "[[[0]]]"
