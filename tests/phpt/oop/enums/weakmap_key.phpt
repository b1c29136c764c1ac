--TEST--
enum cases as keys of WeakMap and SplObjectStorage
--FILE--
<?php
enum E { case A; case B; }
$w = new WeakMap;
$w[E::A] = 1; $w[E::B] = 2;
echo count($w), $w[E::A], "\n";
--EXPECT--
21
