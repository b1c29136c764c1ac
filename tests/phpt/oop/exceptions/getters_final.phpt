--TEST--
Exception getters are final
--FILE--
<?php
class E extends Exception { public function getMessage(): string { return 'x'; } }
--EXPECTF--

Fatal error: Cannot override final method Exception::getMessage() in %s on line 2
