--TEST--
runner: a SKIPIF that prints nothing lets the test run
--SKIPIF--
<?php
if (!function_exists('strlen')) die('skip strlen missing');
--FILE--
<?php
echo strlen("runner"), "\n";
--EXPECT--
6
