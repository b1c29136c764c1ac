--TEST--
trigger_error with an invalid level
--FILE--
<?php
try { trigger_error("msg", E_WARNING); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
trigger_error(): Argument #2 ($error_level) must be one of E_USER_ERROR, E_USER_WARNING, E_USER_NOTICE, or E_USER_DEPRECATED
