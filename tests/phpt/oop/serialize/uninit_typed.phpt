--TEST--
uninitialized typed properties are not serialized
--FILE--
<?php
class T { public int $i; public string $s = "x"; }
$s = serialize(new T); var_dump($s); $u = unserialize($s); var_dump(isset($u->i), $u->s);
try { echo $u->i; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(28) "O:1:"T":1:{s:1:"s";s:1:"x";}"
bool(false)
string(1) "x"
Typed property T::$i must not be accessed before initialization
