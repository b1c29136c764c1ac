--TEST--
::class on names and objects
--FILE--
<?php
namespace N; class A {} $a = new A; echo A::class, "\n", $a::class, "\n";
--EXPECT--
N\A
N\A
