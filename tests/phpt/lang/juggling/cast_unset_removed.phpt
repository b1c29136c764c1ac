--TEST--
(unset) cast is a fatal error
--FILE--
<?php
$a = (unset)5;
--EXPECTF--

Fatal error: The (unset) cast is no longer supported in %s on line 2
