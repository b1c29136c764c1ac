--TEST--
runner: --ENV-- variables reach the script
--ENV--
TUSK_RUNNER_TEST=hello
TUSK_RUNNER_OTHER=a=b
--FILE--
<?php
var_dump(getenv('TUSK_RUNNER_TEST'), getenv('TUSK_RUNNER_OTHER'));
--EXPECT--
string(5) "hello"
string(3) "a=b"
