--TEST--
__toString with array functions that take string values
--FILE--
<?php
class S { function __construct(public $s) {} function __toString(): string { return $this->s; } }
var_dump(array_key_exists((string)new S('a'), ['a' => 1]));
var_dump(str_repeat(new S('ab'), 2), strcmp(new S('a'), 'b'), ucwords(new S('hello world')));
var_dump(array_map('strval', [new S('x'), new S('y')]));
--EXPECT--
bool(true)
string(4) "abab"
int(-1)
string(11) "Hello World"
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "y"
}
