--TEST--
unserialize with unmangled name fills a private property
--FILE--
<?php
class D { private $p = 1; function p() { return $this->p; } }
$u = unserialize("O:1:\"D\":1:{s:1:\"p\";i:5;}"); var_dump($u, $u->p());
--EXPECT--
object(D)#1 (1) {
  ["p":"D":private]=>
  int(5)
}
int(5)
