--TEST--
Case expressions are evaluated in order until a match
--FILE--
<?php
function c($v) { echo "eval $v\n"; return $v; }
switch (2) {
  case c(1): echo "one\n"; break;
  case c(2): echo "two\n"; break;
  case c(3): echo "three\n"; break;
}
--EXPECT--
eval 1
eval 2
two
