--TEST--
str_repeat() and str_pad() of more than memory_limit: php's fatal error
with the size of the block it tried to allocate
--INI--
memory_limit=128M
--FILE--
<?php
echo strlen(str_repeat("-", 1000)), "\n";
register_shutdown_function(function () {
    echo strlen(str_pad("x", 2 ** 40)), "\n";
});
echo strlen(str_repeat("ab", 2 ** 40)), "\n";
--EXPECTF--
1000

Fatal error: Allowed memory size of 134217728 bytes exhausted (tried to allocate 2199023259648 bytes) in %s on line 6

Fatal error: Allowed memory size of 134217728 bytes exhausted (tried to allocate 1099511631872 bytes) in %s on line 4
