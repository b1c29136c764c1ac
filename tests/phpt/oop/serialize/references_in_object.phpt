--TEST--
PHP references between properties
--FILE--
<?php
class R { public $a; public $b; }
$r = new R; $r->a = 1; $r->b = &$r->a;
$s = serialize($r); var_dump($s);
$u = unserialize($s); $u->a = 5; var_dump($u->b);
--EXPECT--
string(36) "O:1:"R":2:{s:1:"a";i:1;s:1:"b";R:2;}"
int(5)
