--TEST--
__FILE__, __DIR__ and __LINE__ in included files
--FILE--
<?php
file_put_contents(__DIR__ . '/include_magic_constants.inc', "<?php\n\necho basename_local(__FILE__), ' ', __LINE__, \"\\n\";\necho __DIR__ === dirname_local(__FILE__) ? 'dir ok' : 'dir bad', \"\\n\";\n");
function basename_local($p) { $parts = explode('/', $p); return $parts[count($parts) - 1]; }
function dirname_local($p) { $parts = explode('/', $p); array_pop($parts); return implode('/', $parts); }
include 'include_magic_constants.inc';
echo basename_local(__FILE__), ' ', __LINE__, "\n";
--EXPECT--
include_magic_constants.inc 3
dir ok
include_magic_constants.php 6
--CLEAN--
<?php
@unlink(__DIR__ . '/include_magic_constants.inc');
