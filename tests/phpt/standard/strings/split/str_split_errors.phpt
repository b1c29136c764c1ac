--TEST--
str_split with a bad length
--FILE--
<?php
try { str_split("abc", 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { str_split("abc", -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
str_split(): Argument #2 ($length) must be greater than 0
str_split(): Argument #2 ($length) must be greater than 0
