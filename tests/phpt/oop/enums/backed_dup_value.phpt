--TEST--
duplicate backing value is fatal
--FILE--
<?php
enum E: int { case A = 1; case B = 1; }
--EXPECT--
