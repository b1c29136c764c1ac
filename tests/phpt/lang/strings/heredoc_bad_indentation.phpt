--TEST--
Body line less indented than the closing marker is a parse error
--FILE--
<?php
$s = <<<EOT
    ok
  bad
    EOT;
--EXPECTF--

Parse error: Invalid body indentation level (expecting an indentation level of at least 4) in %s on line 4
