--TEST--
pattern argument type errors
--FILE--
<?php
try { preg_match([], 'a'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { preg_split([], 'a'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { preg_grep([], []); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
preg_match(): Argument #1 ($pattern) must be of type string, array given
preg_split(): Argument #1 ($pattern) must be of type string, array given
preg_grep(): Argument #1 ($pattern) must be of type string, array given
