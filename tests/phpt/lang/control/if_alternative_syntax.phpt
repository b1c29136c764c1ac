--TEST--
Alternative syntax for if
--FILE--
<?php
$x = 2;
if ($x == 1):
  echo "one\n";
elseif ($x == 2):
  echo "two\n";
else:
  echo "other\n";
endif;
--EXPECT--
two
