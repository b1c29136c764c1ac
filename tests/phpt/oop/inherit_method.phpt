--TEST--
inherited method and override
--FILE--
<?php
class A { function hi() { return 'A'; } function who() { return $this->hi(); } }
class B extends A { function hi() { return 'B'; } }
echo (new A)->who(), (new B)->who(), "\n";
--EXPECT--
AB
