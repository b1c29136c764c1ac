--TEST--
Mixing braced and unbraced namespace declarations is an error
--FILE--
<?php
namespace A;
namespace B { }
--EXPECTF--

Fatal error: Cannot mix bracketed namespace declarations with unbracketed namespace declarations in %s on line 3
