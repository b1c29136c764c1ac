--TEST--
runner: --STDIN-- is fed to standard input
--STDIN--
first line
second line
--FILE--
<?php
while (($line = fgets(STDIN)) !== false) {
    echo strtoupper($line);
}
--EXPECT--
FIRST LINE
SECOND LINE
