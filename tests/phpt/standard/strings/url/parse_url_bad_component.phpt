--TEST--
parse_url invalid component
--FILE--
<?php
try { parse_url("http://x", 99); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
parse_url(): Argument #2 ($component) must be a valid URL component identifier, 99 given
