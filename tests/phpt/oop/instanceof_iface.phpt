--TEST--
instanceof with interfaces
--FILE--
<?php
interface I {} interface J extends I {} class A implements J {} class B extends A {}
$b = new B; var_dump($b instanceof I, $b instanceof J, $b instanceof A, $b instanceof Countable);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
