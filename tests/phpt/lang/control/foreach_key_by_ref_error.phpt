--TEST--
Key cannot be taken by reference
--FILE--
<?php
foreach ([1] as &$k => $v) {}
--EXPECTF--

Fatal error: Key element cannot be a reference in %s on line 2
