<?php $title = 'Upload'; ?>
<h1>Upload a file</h1>
<?php if ($result !== null): ?><p><?= $e($result) ?></p><?php endif ?>
<form method="post" action="/upload" enctype="multipart/form-data">
  <input type="file" name="file" required>
  <button>Upload</button>
</form>
