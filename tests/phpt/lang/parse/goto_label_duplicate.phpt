--TEST--
Duplicate goto label
--FILE--
<?php
a:
a:
--EXPECTF--

Fatal error: Label 'a' already defined in %s on line 3
