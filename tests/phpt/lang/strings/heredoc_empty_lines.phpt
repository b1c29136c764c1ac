--TEST--
Heredoc with blank lines and trailing newline
--FILE--
<?php
$s = <<<T

  middle

T;
var_dump($s);
--EXPECT--
string(10) "
  middle
"
