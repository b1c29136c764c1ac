--TEST--
UPLOAD_ERR_* constants and superglobals in included files
--FILE--
<?php
var_dump(UPLOAD_ERR_OK, UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE, UPLOAD_ERR_PARTIAL, UPLOAD_ERR_NO_FILE, UPLOAD_ERR_NO_TMP_DIR, UPLOAD_ERR_CANT_WRITE, UPLOAD_ERR_EXTENSION);
$f = __DIR__ . "/upload_consts_inc.inc";
file_put_contents($f, "<?php echo \"[\$count|\", \$_SERVER[\"argc\"] ?? \"none\", \"]\\n\";");
class V { static function r($vars) { extract($vars, EXTR_SKIP); require $GLOBALS["f"]; } }
function g($vars) { extract($vars); require $GLOBALS["f"]; }
V::r(["count" => 3]); g(["count" => 4]);
$count = 9; require $f;
unlink($f);
?>
--EXPECT--
int(0)
int(1)
int(2)
int(3)
int(4)
int(6)
int(7)
int(8)
[3|1]
[4|1]
[9|1]
