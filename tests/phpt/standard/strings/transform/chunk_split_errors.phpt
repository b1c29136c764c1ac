--TEST--
chunk_split with a bad length
--FILE--
<?php
try { chunk_split("abc", 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { chunk_split("abc", -3); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
chunk_split(): Argument #2 ($length) must be greater than 0
chunk_split(): Argument #2 ($length) must be greater than 0
