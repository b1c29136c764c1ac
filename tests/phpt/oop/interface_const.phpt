--TEST--
interface constants
--FILE--
<?php
interface I { const X = 'x'; } class A implements I {}
echo I::X, A::X, "\n";
--EXPECT--
xx
