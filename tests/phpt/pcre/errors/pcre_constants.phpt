--TEST--
the PCRE_* constants exist
--FILE--
<?php
var_dump(PCRE_VERSION_MAJOR, is_string(PCRE_VERSION), is_int(PCRE_VERSION_MINOR), PCRE_JIT_SUPPORT);
var_dump(defined('PCRE_VERSION'));
--EXPECT--
int(10)
bool(true)
bool(true)
bool(true)
bool(true)
