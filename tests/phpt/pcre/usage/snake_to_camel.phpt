--TEST--
snake_case to camelCase with a callback
--FILE--
<?php
echo preg_replace_callback('/_([a-z])/', fn($m) => strtoupper($m[1]), 'make_it_camel_case'), "\n";
--EXPECT--
makeItCamelCase
