--TEST--
Comparing objects with strings uses __toString
--FILE--
<?php
class S { function __construct(public $s = "str") {} function __toString(): string { return $this->s; } }
$o = new S('abc');
var_dump($o == 'abc', 'abc' == $o, $o == 'abd', $o != 'x');
var_dump($o < 'abd', $o > 'abb', $o <=> 'abc');
var_dump($o === 'abc');
var_dump(new S('1') == 1);
--EXPECTF--
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
int(0)
bool(false)

Notice: Object of class S could not be converted to int in %s on line 7
bool(true)
