--TEST--
String casts and settype with __toString
--FILE--
<?php
class S { function __construct(public $s = "str") {} function __toString(): string { return $this->s; } }
$o = new S('42');
var_dump((string)$o, strval($o), "$o");
$c = clone $o; settype($c, 'string'); var_dump($c);
var_dump((int)(string)$o + 1);
var_dump($o instanceof Stringable);
--EXPECT--
string(2) "42"
string(2) "42"
string(2) "42"
string(2) "42"
int(43)
bool(true)
