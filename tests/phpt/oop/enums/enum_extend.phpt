--TEST--
a class cannot extend an enum
--FILE--
<?php
enum E { case A; }
class C extends E {}
--EXPECTF--

Fatal error: Class C cannot extend final class E in %s on line 3
