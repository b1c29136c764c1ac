--TEST--
class redeclaration fatal
--FILE--
<?php
class A {}
if (true) { class A {} }
--EXPECTF--

Fatal error: Cannot declare class A, because the name is already in use in %s on line 3
