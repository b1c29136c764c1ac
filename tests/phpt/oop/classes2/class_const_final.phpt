--TEST--
final class constants cannot be overridden
--FILE--
<?php
class A { final public const X = 1; }
class B extends A { public const X = 2; }
--EXPECTF--

Fatal error: B::X cannot override final constant A::X in %s on line 3
