--TEST--
trigger_error with an invalid level throws ValueError
--FILE--
<?php
foreach ([E_WARNING, E_NOTICE, 0, 12345] as $level) {
    try {
        trigger_error('x', $level);
    } catch (ValueError $e) {
        echo get_class($e) . ': ' . $e->getMessage(), "\n";
    }
}
--EXPECT--
ValueError: trigger_error(): Argument #2 ($error_level) must be one of E_USER_ERROR, E_USER_WARNING, E_USER_NOTICE, or E_USER_DEPRECATED
ValueError: trigger_error(): Argument #2 ($error_level) must be one of E_USER_ERROR, E_USER_WARNING, E_USER_NOTICE, or E_USER_DEPRECATED
ValueError: trigger_error(): Argument #2 ($error_level) must be one of E_USER_ERROR, E_USER_WARNING, E_USER_NOTICE, or E_USER_DEPRECATED
ValueError: trigger_error(): Argument #2 ($error_level) must be one of E_USER_ERROR, E_USER_WARNING, E_USER_NOTICE, or E_USER_DEPRECATED
