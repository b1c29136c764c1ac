--TEST--
__toString
--FILE--
<?php
class S { function __toString(): string { return 'str'; } }
$s = new S; echo $s, "\n"; var_dump((string)$s, $s instanceof Stringable);
--EXPECT--
str
string(3) "str"
bool(true)
