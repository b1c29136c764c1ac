--TEST--
final constants are inherited, non-final ones overridden
--FILE--
<?php
class A { final public const X = 1; public const Y = 2; }
class B extends A { public const Y = 3; }
echo B::X, B::Y, A::Y, "\n";
$b = new B;
echo $b::X, $b::Y, "\n";
--EXPECT--
132
13
