--TEST--
enum backed by a non int/string type is fatal
--FILE--
<?php
enum E: float { case A = 1.5; }
--EXPECTF--

Fatal error: Enum backing type must be int or string, float given in %s on line 2
