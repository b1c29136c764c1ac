--TEST--
switch(true) with expression cases
--FILE--
<?php
$age = 25;
switch (true) {
  case $age < 13: echo "child\n"; break;
  case $age < 20: echo "teen\n"; break;
  case $age < 65: echo "adult\n"; break;
}
--EXPECT--
adult
