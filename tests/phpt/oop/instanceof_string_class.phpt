--TEST--
instanceof with class in variable
--FILE--
<?php
class A {} $c = 'A'; $o = new A; var_dump($o instanceof $c); $d = new A; var_dump($o instanceof $d);
--EXPECT--
bool(true)
bool(true)
