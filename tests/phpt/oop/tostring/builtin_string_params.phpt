--TEST--
__toString for string parameters of built-ins
--FILE--
<?php
class S { function __construct(public $s = "str") {} function __toString(): string { return $this->s; } }
$o = new S('Hello World');
var_dump(strlen($o), strtoupper($o), str_replace('World', 'There', $o), substr($o, 0, 5));
var_dump(explode(' ', $o), trim(new S('  pad  ')), md5(new S('')), str_contains($o, 'World'));
var_dump(htmlspecialchars(new S('<b>')), ucfirst(new S('abc')), strrev($o), str_pad(new S('x'), 3, '-'));
--EXPECT--
int(11)
string(11) "HELLO WORLD"
string(11) "Hello There"
string(5) "Hello"
array(2) {
  [0]=>
  string(5) "Hello"
  [1]=>
  string(5) "World"
}
string(3) "pad"
string(32) "d41d8cd98f00b204e9800998ecf8427e"
bool(true)
string(9) "&lt;b&gt;"
string(3) "Abc"
string(11) "dlroW olleH"
string(3) "x--"
