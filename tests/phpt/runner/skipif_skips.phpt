--TEST--
runner: SKIPIF output starting with "skip" skips the test (always skipped)
--SKIPIF--
<?php
echo "skip this test exists to exercise the skip path";
--FILE--
<?php
echo "unreachable\n";
--EXPECT--
unreachable
